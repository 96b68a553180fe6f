// swift-tools-version: 6.1

import PackageDescription

// The tests of the ComposableWebTesting product, in a package of their own: it turns on the
// `SnapshotTesting` trait and builds only what that product needs. In the main package's build
// its `UIKit` module (for 2021 imports) would sit beside swift-snapshot-testing and make that
// library's `#if canImport(UIKit)` true on Linux.
let package = Package(
  name: "SnapshotTests",
  platforms: [.macOS("26.0"), .iOS("26.0"), .tvOS("26.0"), .watchOS("26.0")],
  dependencies: [
    .package(name: "swift-composable-architecture-linux", path: "..", traits: ["SnapshotTesting"])
  ],
  targets: [
    // The gallery's studies and their logic, to snapshot: the main package's own folders,
    // linked, in one module. (A package can't depend on another's targets that aren't
    // products, nor declare targets of the same names.)
    .target(
      name: "SnapshotGallery",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture-linux"),
        .product(name: "ComposableWeb", package: "swift-composable-architecture-linux"),
      ]
    ),
    .testTarget(
      name: "GallerySnapshotTests",
      dependencies: [
        "SnapshotGallery",
        .product(name: "ComposableWebTesting", package: "swift-composable-architecture-linux"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ComposableWebTestingTests",
      dependencies: [
        .product(name: "ComposableWebTesting", package: "swift-composable-architecture-linux")
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
