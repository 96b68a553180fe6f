import Foundation

/// A case study the gallery serves: where it lives and what the index says about it.
///
/// ```swift
/// for study in CaseStudy.all {
///   server.page(study.path, title: study.title) { … }
/// }
/// ```
package struct CaseStudy: Identifiable, Equatable {
  package let path: String
  package let title: String
  package let summary: String

  package var id: String { path }

  /// The page's address, relative to the server.
  var url: URL {
    URL(string: path) ?? CaseStudy.indexURL
  }

  /// The gallery's index page. A literal that always parses.
  static let indexURL = URL(string: "/")!

  static let settings = CaseStudy(
    path: "/settings",
    title: "Settings",
    summary: """
      A concise form: one binding action for every field. The display name is cut to 16 \
      characters, and turning on notifications asks this browser for permission.
      """
  )

  static let login = CaseStudy(
    path: "/login",
    title: "Login",
    summary: "Focus lives in state: signing in with an empty field moves the cursor to it."
  )

  package static let counters = CaseStudy(
    path: "/counters",
    title: "Counters",
    summary: """
      A list of counters, each asking for a fact about its number; the fact opens a prompt with \
      its own loading state.
      """
  )

  static let ticTacToe = CaseStudy(
    path: "/tic-tac-toe",
    title: "Tic-tac-toe",
    summary: """
      An app that is either signed out or playing: sign in (with two-factor authentication), \
      name the players and play.
      """
  )

  package static let todos = CaseStudy(
    path: "/todos",
    title: "Todos",
    summary: """
      A to-do list: check one off and it sinks to the bottom a moment later; filter, clear the \
      completed ones, and delete or reorder them in edit mode.
      """
  )

  static let viewState = CaseStudy(
    path: "/view-state",
    title: "View state and navigation",
    summary: """
      SwiftUI's own view state at work: links that push screens the browser's back button pops, \
      a form whose focus is @FocusState, a sheet that dismisses itself, a list that refreshes.
      """
  )

  static let loadThenNavigate = CaseStudy(
    path: "/load-then-navigate",
    title: "Load then navigate",
    summary: "Tap a row: it spins while its counter loads, then the counter is pushed."
  )

  static let navigateAndLoad = CaseStudy(
    path: "/navigate-and-load",
    title: "Navigate and load",
    summary: "Tap a row: its counter is pushed at once and spins until it has loaded."
  )

  static let presentAndLoad = CaseStudy(
    path: "/present-and-load",
    title: "Present and load",
    summary: "A sheet bound to state opens at once and spins until its counter has loaded."
  )

  package static let all: [CaseStudy] =
    [
      .settings, .login, .counters, .ticTacToe, .todos, .viewState, .loadThenNavigate,
      .navigateAndLoad, .presentAndLoad,
    ] + drawing
}
