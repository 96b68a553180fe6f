/// Workload 8 waits for `enumTag` from the `enum-alert` branch.
@MainActor
func enumTagWorkload() -> [Case] { [] }
