/// The page's answer to a ``BrowserBridge`` call, as the client script sends it.
///
/// ```swift
/// // {"t":"reply","id":3,"v":"granted"}
/// BrowserReply(id: 3, result: .success("granted"))
/// // {"t":"reply","id":4,"err":"unsupported","msg":"no Notification API"}
/// BrowserReply(id: 4, result: .failure(.unsupported("no Notification API")))
/// ```
struct BrowserReply: Equatable {
  /// Replies carry at most this much text; the rest is cut, so a page can't flood the log.
  static let maximumTextLength = 1024

  /// The id of the call this answers.
  let id: Int
  let result: Result<String, BrowserBridgeError>
}
