#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// XCTest's `XCTFail` as IssueReporting's test support library hands it out, looked up the way
/// IssueReporting looks up that library's entry points: by name, in `libIssueReportingTestSupport.so`
/// beside the test bundle (built there by the `TestSupportLibrary` plugin, never linked), or in
/// the running binary. `nil` where the library is absent, as in a deployed app.
///
/// Resolved once, on the first XCTest failure.
let testSupportXCTFail: (@Sendable (String, StaticString, UInt) -> Void)? = {
  #if os(Linux) || os(Android)
    guard
      let library = dlopen("libIssueReportingTestSupport.so", RTLD_LAZY) ?? dlopen(nil, RTLD_LAZY),
      let entryPoint = dlsym(library, "$s25IssueReportingTestSupport8_XCTFailypyF")
    else { return nil }
    // `public func _XCTFail() -> Any`: a thin function returning the failure function boxed.
    let makeFailure = unsafeBitCast(entryPoint, to: (@convention(thin) () -> Any).self)
    return makeFailure() as? @Sendable (String, StaticString, UInt) -> Void
  #else
    return nil
  #endif
}()
