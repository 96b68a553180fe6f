import ComposableWebServer
import Foundation

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
    await Gallery.command.run(
      makeServer: { configuration, inspector, logger in
        Gallery.server(configuration: configuration, inspector: inspector, logger: logger)
      },
      started: { url in GalleryLog.info("Case studies: \(url)") }
    )
  }
}
