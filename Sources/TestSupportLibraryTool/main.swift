// The executable that links IssueReporting's test support library, so that SwiftPM builds the
// library beside every build of `ComposableArchitecture` (see the `TestSupportLibrary` plugin).
// Nothing runs it during a build; run by hand, it says what it is for.

import IssueReportingTestSupport

print(
  """
  libIssueReportingTestSupport is built beside this tool. Test bundles that depend on \
  ComposableArchitecture load it when a test reports an issue; apps never link it.
  """
)
