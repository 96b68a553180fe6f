// The studies' logic, imported once for every file here. The snapshot tests' package
// (SnapshotTests/) compiles the logic's sources into the same module as these views, so there
// it has no module of its own to import.
#if canImport(CaseStudies)
  @_exported import CaseStudies
#endif
