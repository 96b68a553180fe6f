// swift-tools-version: 6.1

import PackageDescription

/// The live server's package dependencies are used only when the `LiveServer` trait is on.
let server = TargetDependencyCondition.when(traits: ["LiveServer"])
/// swift-snapshot-testing is used only when the `SnapshotTesting` trait is on.
let snapshots = TargetDependencyCondition.when(traits: ["SnapshotTesting"])
/// postgres-nio is used only when the `PostgreSQL` trait is on.
let postgres = TargetDependencyCondition.when(traits: ["PostgreSQL"])
/// `Scripts/docs` reads the manifest without the snapshot and PostgreSQL products: `swift package
/// dump-symbol-graph` builds every target with every trait on, and swift-snapshot-testing can't
/// be built beside this package's `UIKit` module (its `canImport(UIKit)` turns true on Linux),
/// and a database client is minutes of build for one small module. Their symbol graphs come from
/// their test packages' builds.
let withTraitProducts = Context.environment["COMPOSABLE_SYMBOL_GRAPHS"] == nil

let package = Package(
  name: "swift-composable-architecture-linux",
  // Linux is where this package is built and tested. On Apple platforms the core needs what
  // `Synchronization` (Mutex, Atomic) and `InlineArray` need: the 26 releases.
  platforms: [.macOS("26.0"), .iOS("26.0"), .tvOS("26.0"), .watchOS("26.0")],
  // Three products, cut by what they make a user build (SPEC §14). Static rather than automatic
  // so that `swift build --product ComposableWeb` builds that product's modules and no others.
  products: [
    // The architecture: reducers, effects, stores, bindings, the test store.
    .library(name: "ComposableArchitecture", type: .static, targets: ["ComposableArchitecture"]),
    // The SwiftUI-style view layer and its renderer. No networking stack.
    .library(name: "ComposableWeb", type: .static, targets: ["ComposableWeb"]),
    // The live server that serves views to browsers, over SwiftNIO and Hummingbird.
    .library(name: "ComposableWebServer", type: .static, targets: ["ComposableWebServer"]),
    // `import UIKit` and `import UserNotifications`, as 2021 app files wrote them, on Linux:
    // each re-exports the view layer, where the browser stand-ins of those APIs live.
    .library(name: "UIKit", type: .static, targets: ["UIKit"]),
    .library(name: "UserNotifications", type: .static, targets: ["UserNotifications"]),
    // The product's main demo: `swift run case-studies` serves the case studies live.
    .executable(name: "case-studies", targets: ["CaseStudiesGallery"]),
    // Two 2021 apps as their `@main App` files start them (SPEC §17).
    .executable(name: "concise-forms", targets: ["ConciseForms"]),
    .executable(name: "derived-behavior", targets: ["DerivedBehavior"]),
  ],
  // The live server's packages (SwiftNIO, Hummingbird and theirs) are behind the `LiveServer`
  // trait, on by default. A user who doesn't serve pages adds this package with `traits: []`,
  // and SwiftPM then doesn't even fetch them.
  traits: [
    .trait(
      name: "LiveServer",
      description: "The ComposableWebServer product: SwiftNIO, Hummingbird and their packages."
    ),
    // Off by default: a package that builds this one's `UIKit` module beside swift-snapshot-testing
    // breaks that library's `#if canImport(UIKit)` (see the ComposableWebTesting docs), and an
    // app has no use for it. A test target's package turns it on.
    .trait(
      name: "SnapshotTesting",
      description: "The ComposableWebTesting product: pointfreeco/swift-snapshot-testing."
    ),
    // Off by default: only servers that share sessions across instances need a database client
    // (and its TLS and crypto packages). Its tests are the PostgresTests package.
    .trait(
      name: "PostgreSQL",
      description: "The ComposableWebPostgres product: session snapshots in PostgreSQL, through "
        + "vapor/postgres-nio.",
      enabledTraits: ["LiveServer"]
    ),
    .default(enabledTraits: ["LiveServer"]),
  ],
  dependencies: [
    // Pinned to a minor version: `CaseExtraction` reads the private layout of its `AnyCasePath`
    // (checked at run time, and by `CaseConstructorLayoutTests`).
    .package(
      url: "https://github.com/pointfreeco/swift-case-paths", .upToNextMinor(from: "1.10.0")),
    .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
  ],
  targets: [
    // MARK: The architecture

    .target(
      name: "ComposableArchitecture",
      dependencies: [
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "CombineSchedulers", package: "combine-schedulers"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "OpenCombineShim", package: "OpenCombine"),
        .product(name: "XCTestDynamicOverlay", package: "xctest-dynamic-overlay"),
      ],
      // Builds IssueReporting's test support library beside the user's binaries without linking
      // it into them (see the plugin): test failures reach XCTest and Swift Testing with this
      // product as a test target's only dependency, and an app loads no test library.
      plugins: ["TestSupportLibrary"]
    ),
    .plugin(
      name: "TestSupportLibrary",
      capability: .buildTool(),
      dependencies: ["TestSupportLibraryTool"]
    ),
    .executableTarget(
      name: "TestSupportLibraryTool",
      dependencies: [
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")
      ]
    ),
    .testTarget(
      name: "ComposableArchitectureTests",
      dependencies: ["ComposableArchitecture"]
    ),
    // 2021-era app and test code, compiled as it was written: in Swift 5 language mode.
    .testTarget(
      name: "LegacyAPITests",
      dependencies: ["ComposableArchitecture"],
      swiftSettings: [
        .swiftLanguageMode(.v5),
        // That code spells case paths `/AppAction.todo`, which swift-case-paths now deprecates;
        // the warnings are the point of keeping it unchanged, not news.
        .unsafeFlags(["-suppress-warnings"]),
      ]
    ),

    // MARK: Views and their renderer (SPEC §11, §13)

    .target(
      name: "ComposableWeb",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      exclude: ["Icons/LICENSE-bootstrap-icons"],
      resources: [.embedInCode("Resources/style.css")]
    ),
    .testTarget(
      name: "ComposableWebTests",
      dependencies: ["ComposableWeb", "RenderFixtures", "WebTestSupport"]
    ),

    // MARK: The live server (SPEC §11 live sessions, §14)

    .target(
      name: "ComposableWebServer",
      dependencies: [
        "ComposableWeb",
        .product(name: "Hummingbird", package: "hummingbird", condition: server),
        .product(name: "HummingbirdCore", package: "hummingbird", condition: server),
        .product(name: "HTTPTypes", package: "swift-http-types", condition: server),
        .product(name: "Logging", package: "swift-log", condition: server),
        .product(name: "NIOCore", package: "swift-nio", condition: server),
        .product(name: "NIOHTTP1", package: "swift-nio", condition: server),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras", condition: server),
        .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras", condition: server),
        .product(name: "NIOWebSocket", package: "swift-nio", condition: server),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: server),
      ],
      resources: [
        .embedInCode("Resources/client.js"),
        .embedInCode("Resources/favicon.svg"),
        .embedInCode("Resources/inspector.css"),
        .embedInCode("Resources/inspector.js"),
      ]
    ),
    .testTarget(
      name: "ComposableWebServerTests",
      dependencies: [
        "ComposableWebServer",
        "WebTestSupport",
        .product(name: "Logging", package: "swift-log", condition: server),
        .product(name: "NIOEmbedded", package: "swift-nio", condition: server),
        .product(name: "NIOPosix", package: "swift-nio", condition: server),
      ]
    ),

    // MARK: Apple's module names, for 2021 files (SPEC §17)

    .target(name: "UIKit", dependencies: ["ComposableWeb"]),
    .target(name: "UserNotifications", dependencies: ["ComposableWeb"]),

    // MARK: Test and benchmark fixtures (never products)

    // Small features, views and waiting helpers that the view and server tests share.
    .target(
      name: "WebTestSupport",
      dependencies: ["ComposableWeb"],
      path: "Tests/WebTestSupport"
    ),
    // The benchmarks' collection feature in the 2021 spellings of its action cases.
    .target(
      name: "RowFixtures",
      dependencies: ["ComposableArchitecture"],
      swiftSettings: [
        .swiftLanguageMode(.v5),
        // `/RowsAction.row(id:action:)` is deprecated by swift-case-paths; measuring that 2021
        // spelling is the point, so its warning is no news.
        .unsafeFlags(["-suppress-warnings"]),
      ]
    ),
    // Pages the render benchmarks drive: rows inserted, dragged, toggled.
    .target(
      name: "RenderFixtures",
      dependencies: ["ComposableWeb"]
    ),
    // Not part of `swift test`: `swift run -c release Benchmarks` (see Benchmarks/README.md).
    // Its own module, like a user's app, so it measures what crosses the module boundary.
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "ComposableArchitecture", "ComposableWeb", "GalleryStudies", "RenderFixtures",
        "RowFixtures",
      ]
    ),

    // MARK: The case studies (SPEC §10) and their gallery

    // The acceptance features, written against the public API as a user would.
    .target(
      name: "CaseStudies",
      // `ComposableWeb` for the SwiftUI value types feature state holds, such as `EditMode`,
      // as 2021 features imported them from SwiftUI.
      dependencies: ["ComposableArchitecture", "ComposableWeb"]
    ),
    .testTarget(
      name: "CaseStudiesTests",
      dependencies: ["CaseStudies", "ComposableArchitecture"]
    ),
    // The case studies' views, served in the browser. Its end-to-end tests drive it in headless
    // Chromium: `Scripts/e2e` (Tests/EndToEnd).
    // The gallery's studies: each one's screens and the page the gallery serves it on. A target
    // of its own, without the server, so the snapshot tests (SnapshotTests/) render them too.
    .target(
      name: "GalleryStudies",
      dependencies: ["CaseStudies", "ComposableWeb"]
    ),
    .executableTarget(
      name: "CaseStudiesGallery",
      dependencies: [
        "GalleryStudies",
        "ComposableWebServer",
        .product(name: "Logging", package: "swift-log", condition: server),
      ]
    ),
    .testTarget(
      name: "CaseStudiesGalleryTests",
      dependencies: ["CaseStudiesGallery", "GalleryStudies"]
    ),

    // MARK: 2021 apps, unchanged but for their imports

    // The settings form of the concise-forms technique; its notification switch asks the
    // browser. Swift 5 mode, as 2021 code compiles.
    .executableTarget(
      name: "ConciseForms",
      dependencies: [
        "ComposableArchitecture", "ComposableWebServer", "UIKit", "UserNotifications",
      ],
      path: "Examples/ConciseForms",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // The counters list with its fact prompt, from the derived-behavior technique.
    .executableTarget(
      name: "DerivedBehavior",
      dependencies: ["ComposableArchitecture", "ComposableWebServer"],
      path: "Examples/DerivedBehavior",
      swiftSettings: [
        .swiftLanguageMode(.v5),
        // 2021 pulled back along `/Action.case`, which swift-case-paths now deprecates.
        .unsafeFlags(["-suppress-warnings"]),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: Products behind traits of their own (SPEC §14, §18); each one's tests are a package

if withTraitProducts {
  // For a test target, with the `SnapshotTesting` trait: snapshot strategies that render views in
  // headless Chromium, for pointfreeco/swift-snapshot-testing's `assertSnapshot`. Its tests are
  // the SnapshotTests package.
  // For servers behind a proxy, with the `PostgreSQL` trait: a session store every instance
  // shares. Its tests are the PostgresTests package.
  // Without its trait, each module is empty (this package builds every target of its own).
  let traitProducts: [(name: String, dependencies: [Target.Dependency])] = [
    (
      "ComposableWebTesting",
      [
        "ComposableWeb",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: snapshots),
      ]
    ),
    (
      "ComposableWebPostgres",
      [
        "ComposableWebServer",
        .product(name: "Logging", package: "swift-log", condition: server),
        .product(name: "NIOSSL", package: "swift-nio-ssl", condition: postgres),
        .product(name: "PostgresNIO", package: "postgres-nio", condition: postgres),
      ]
    ),
  ]
  for (name, dependencies) in traitProducts {
    package.products.append(.library(name: name, type: .static, targets: [name]))
    package.targets.append(.target(name: name, dependencies: dependencies))
  }
  // `case-studies --sessions postgres://…`, in a build with the trait. The gallery asks for its
  // own flag, not the trait's: a manifest read for symbol graphs turns every trait on but has
  // no PostgreSQL module to import.
  for target in package.targets where target.name == "CaseStudiesGallery" {
    target.dependencies.append(.target(name: "ComposableWebPostgres", condition: postgres))
    target.swiftSettings =
      (target.swiftSettings ?? [])
      + [.define("GALLERY_POSTGRES_STORE", .when(traits: ["PostgreSQL"]))]
  }
}
