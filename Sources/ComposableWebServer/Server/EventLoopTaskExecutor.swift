import NIOCore

/// A task executor that runs a task's jobs on one NIO event loop: the loop of the connection
/// the task reads.
///
/// ```swift
/// await withTaskExecutorPreference(EventLoopTaskExecutor(channel.eventLoop)) {
///   for try await message in inbound { … }  // resumes on the loop that read the frame
/// }
/// ```
///
/// ## Motivation
///
/// A connection's frames arrive on its event loop; the task that reads them waits between two
/// messages. On the shared cooperative pool, each message resumed it on another thread: a
/// wake-up and a thread switch per message before any work. Preferring the event loop, the
/// task resumes on the thread that decoded the frame, as the next job of that loop's turn.
/// What the reader does per message (the rate limit, a hand-off to the session's executor) is
/// short, so the loop's other connections hardly wait on it. Two things take longer, both
/// bounded: a log line (rate-limited per session) is written where it is made, and the WebSocket
/// library checks a message's UTF-8 as the reader takes it (up to the message size bound).
///
/// A job enqueued after its loop shut down would never run: the server's loops live as long as
/// the process (the shared event loop group).
final class EventLoopTaskExecutor: TaskExecutor {
  private let eventLoop: any EventLoop

  init(_ eventLoop: any EventLoop) {
    self.eventLoop = eventLoop
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    eventLoop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
