import Hummingbird

/// Refuses requests whose `Host` does not name this server (see ``isAllowedHost(_:bindHost:allowed:)``).
///
/// ```swift
/// router.add(middleware: HostCheckMiddleware(bindHost: "127.0.0.1", allowed: []))
/// ```
struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
  let bindHost: String
  let allowed: [String]

  func handle(
    _ request: Request,
    context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard isAllowedHost(request.head.authority, bindHost: bindHost, allowed: allowed) else {
      context.logger.warning(
        "refused a request for host \(loggable(request.head.authority ?? "(none)"))"
      )
      throw HTTPError(.misdirectedRequest)
    }
    return try await next(request, context)
  }
}
