// Benchmarks: the store's speed against hand-written baselines, measured in the same run.
//
//     swift run -c release Benchmarks            # a table
//     swift run -c release Benchmarks --json     # JSON lines
//     swift run -c release Benchmarks send scope # only workloads whose name contains a word
//
// `--quick` takes fewer, shorter samples (for a smoke run; the numbers are noisier).
// `--profile NAME N` builds case NAME's fixtures and runs it N times, untimed: for
// `valgrind --tool=callgrind`, whose instruction counts do not depend on the machine's load.

import Foundation

var options = HarnessOptions()
var printsJSON = false
var filters: [String] = []
var profile: (name: String, count: Int)?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--profile":
    guard let name = arguments.popFirst(), let count = arguments.popFirst().flatMap({ Int($0) })
    else {
      print("usage: Benchmarks --profile NAME COUNT")
      exit(2)
    }
    profile = (name, count)
  case "--json": printsJSON = true
  case "--quick":
    options.samples = 5
    options.sampleNanoseconds = 2_000_000
  case "--help", "-h":
    print("usage: Benchmarks [--json] [--quick] [name-filter …] | --profile NAME COUNT")
    exit(0)
  default: filters.append(argument)
  }
}

/// The groups, built lazily so a filtered run builds only the fixtures it measures.
let groups: [(name: String, make: @MainActor () -> [Case])] = [
  ("send", sendWorkload),
  ("scope-depth", { scopeDepthWorkload(.state) }),
  ("scope-depth-action", { scopeDepthWorkload(.stateAndAction) }),
  ("scope-depth-observed", { scopeDepthWorkload(.observed) }),
  ("forEach-rows", forEachWorkload),
  ("forEach-spelling", forEachSpellingWorkload),
  ("forEach-observed", forEachObservedWorkload),
  ("observe", observeWorkload),
  ("effect-sync", syncEffectWorkload),
  ("effect-async", asyncEffectWorkload),
  ("binding", bindingWorkload),
  ("test-store", testStoreWorkload),
  ("enum-tag", enumTagWorkload),
  ("render", renderWorkload),
  ("render-forEach-insert", renderInsertWorkload),
  ("render-drag", dragWorkload),
  ("session-click", { clickWorkload() + galleryClickWorkload() }),
  ("state", stateWorkload),
]

func format(_ nanoseconds: Double) -> String {
  nanoseconds >= 100 ? String(format: "%.0f", nanoseconds) : String(format: "%.1f", nanoseconds)
}

func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
  let padding = String(repeating: " ", count: max(0, width - text.count))
  return left ? text + padding : padding + text
}

func jsonString(_ text: String) -> String {
  "\""
    + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    + "\""
}

/// Runs the benchmarks on the main actor.
///
/// Not as `async` top-level code: on Linux that ends in `dispatchMain()`, which retires the
/// process's main thread, so main-actor jobs then run on whichever pool thread drains the main
/// queue — a different thread from one job to the next, which a store reports as sends from a
/// foreign thread. Running the main queue from `RunLoop.main` keeps the main actor on the real
/// main thread, as in an app.
@MainActor
func runBenchmarks() async {
  if let profile {
    // Only the groups the case can belong to build their fixtures.
    let match = groups.lazy
      .filter { profile.name.hasPrefix($0.name) }
      .flatMap { $0.make() }
      .first { $0.name == profile.name }
    guard let match else {
      print("no case named \(profile.name)")
      exit(2)
    }
    await match.run(profile.count)
    return
  }

  if !printsJSON {
    print(
      pad("workload", 30, left: true) + pad("ns/op", 12) + "  " + pad("baseline", 30, left: true)
        + pad("ns/op", 10) + pad("ratio", 10) + "  notes"
    )
  }
  for group in groups where filters.isEmpty || filters.contains(where: group.name.contains) {
    let results = await measure(group.make(), options: options)
    for result in results where result.isReported {
      if printsJSON {
        var fields = [
          "\"name\": \(jsonString(result.name))",
          "\"ns\": \(format(result.nanoseconds))",
          "\"baseline\": \(format(result.baselineNanoseconds))",
          "\"baseline_name\": \(jsonString(result.baseline))",
          "\"ratio\": \(String(format: "%.2f", result.ratio))",
        ]
        if let note = result.note { fields.append("\"note\": \(jsonString(note))") }
        for (key, value) in result.extra { fields.append("\(jsonString(key)): \(value)") }
        print("{" + fields.joined(separator: ", ") + "}")
      } else {
        print(
          pad(result.name, 30, left: true) + pad(format(result.nanoseconds), 12) + "  "
            + pad(result.baseline, 30, left: true) + pad(format(result.baselineNanoseconds), 10)
            + pad(String(format: "%.2f×", result.ratio), 10) + "  " + (result.note ?? "")
        )
      }
    }
  }
}

Task { @MainActor in
  await runBenchmarks()
  exit(0)
}
RunLoop.main.run()
