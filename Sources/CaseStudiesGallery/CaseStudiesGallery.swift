import ComposableWebServer
import Foundation
import Logging

/// `swift run case-studies`: serves the gallery on 127.0.0.1 until interrupted.
///
/// ```sh
/// swift run case-studies --port 9000
/// CASE_STUDIES_PORT=0 swift run case-studies   # any free port; the URL printed names it
/// swift run -c release case-studies --host 0.0.0.0 --log-level warning
/// swift run case-studies --inspect             # and the time-travel inspector
/// ```
///
/// A bad command line prints what is wrong and the usage, and exits with status 2; a server
/// that can't start (the port is taken) exits with status 1.
@main
struct CaseStudiesGallery {
  static func main() async {
    let options: GalleryOptions
    do {
      options = try GalleryOptions(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: ProcessInfo.processInfo.environment
      )
    } catch {
      FileHandle.standardError.write(
        Data("case-studies: \(error.message)\n\n\(GalleryOptions.usage)\n".utf8)
      )
      exit(2)
    }
    switch options {
    case .help:
      GalleryLog.info(GalleryOptions.usage)
    case let .serve(port, host, logLevel, sessionLimits, inspects):
      var configuration = LiveServerConfiguration()
      configuration.port = port
      configuration.host = host
      sessionLimits.apply(to: &configuration)
      var logger = Logger(label: "ComposableWeb")
      logger.logLevel = logLevel
      do {
        let server = Gallery.server(
          configuration: configuration, inspector: inspects ? InspectorConfiguration() : nil,
          logger: logger)
        // With --inspect, the server logs the inspector's URL and token as it starts.
        try await server.run { port in
          GalleryLog.info("Case studies: http://\(host):\(port)/")
        }
      } catch let error as LiveServerError {
        GalleryLog.warning("\(error)")
        exit(1)
      } catch {
        GalleryLog.warning("could not serve on \(host):\(port): \(error)")
        exit(1)
      }
    }
  }
}
