import ComposableArchitecture
import Testing

// §12: the package must not declare a public `Issue`, or every test that imports both
// ComposableArchitecture and Testing would find `Issue` ambiguous. This file only compiles while
// that holds.
@Test func issueMeansSwiftTestingsIssue() {
  let issueType: Testing.Issue.Type = Issue.self
  #expect(issueType == Testing.Issue.self)
}
