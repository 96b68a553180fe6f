import Foundation

/// The gallery's own messages: the URL at start to standard output, problems to standard error.
///
/// ```swift
/// GalleryLog.info("Case studies: http://127.0.0.1:8080/")
/// GalleryLog.warning("the page did not answer")
/// ```
///
/// Written straight to the file handles, unbuffered, so a script that reads the output (the
/// end-to-end runner waits for the URL) sees each line at once.
enum GalleryLog {
  static func info(_ message: String) {
    FileHandle.standardOutput.write(Data((message + "\n").utf8))
  }

  static func warning(_ message: String) {
    FileHandle.standardError.write(Data(("case-studies: " + message + "\n").utf8))
  }
}
