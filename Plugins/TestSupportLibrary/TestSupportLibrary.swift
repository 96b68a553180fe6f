import PackagePlugin

/// Has SwiftPM build IssueReporting's test support library (`libIssueReportingTestSupport.so`)
/// wherever `ComposableArchitecture` is built, without linking it into anything.
///
/// A test failure reaches XCTest or Swift Testing through that library: IssueReporting looks it
/// up with `dlopen` when a test reports an issue, in the folder of the running test bundle. If
/// the core linked the library instead, every app built on it would load `libXCTest.so` and
/// `libTesting.so` at start, and would not start where the toolchain's test libraries are
/// absent.
///
/// A build tool's dependencies are built for the host before the target that uses the plugin,
/// but are not linked into it. The dependency on ``TestSupportLibraryTool``, which links the
/// library, is the whole point, so the plugin adds no build commands.
@main
struct TestSupportLibrary: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    []
  }
}
