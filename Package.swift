// swift-tools-version: 6.0

import PackageDescription

let package = Package(
  name: "swift-composable-architecture-linux",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    .library(name: "ComposableWeb", targets: ["ComposableWeb"]),
    .library(name: "CaseStudies", targets: ["CaseStudies"]),
    // The product's main demo: `swift run case-studies` serves the four case studies live.
    .executable(name: "case-studies", targets: ["CaseStudiesGallery"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
  ],
  targets: [
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "CombineSchedulers", package: "combine-schedulers"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        // Linked here so a user's test target needs nothing but `ComposableArchitecture` for
        // test failures to reach XCTest and Swift Testing.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "OpenCombineShim", package: "OpenCombine"),
        .product(name: "XCTestDynamicOverlay", package: "xctest-dynamic-overlay"),
      ]
    ),
    // Not part of `swift test`: `swift run -c release Benchmarks` (see README, "Benchmarks").
    // Its own module, like a user's app, so it measures what crosses the module boundary.
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["ComposableArchitecture", "ComposableWeb", "RowFixtures"]
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
    .testTarget(
      name: "ComposableArchitectureTests",
      dependencies: ["ComposableArchitecture"]
    ),
    // The browser renderer (SPEC §11): views, the node tree and its patches, and the live server.
    .target(
      name: "ComposableWeb",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      exclude: ["Icons/LICENSE-bootstrap-icons"]
    ),
    .testTarget(
      name: "ComposableWebTests",
      dependencies: ["ComposableWeb", .product(name: "Logging", package: "swift-log")]
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
    // The acceptance features (spec §10), written against the public API as a user would.
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
    // The case studies' views, served in the browser (issue 7). Its end-to-end tests drive it in
    // headless Chromium: `Scripts/e2e` (Tests/EndToEnd).
    .executableTarget(
      name: "CaseStudiesGallery",
      dependencies: [
        "CaseStudies",
        "ComposableWeb",
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "CaseStudiesGalleryTests",
      dependencies: ["CaseStudiesGallery"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
