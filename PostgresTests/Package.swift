// swift-tools-version: 6.1

import PackageDescription

// The tests of the ComposableWebPostgres product, in a package of their own: it turns on the
// `PostgreSQL` trait, so the main package's build and its users' never build a database client.
// They need a PostgreSQL server: `Scripts/postgres start` runs one and prints the URL to export
// as COMPOSABLE_POSTGRES_URL. `swift build --package-path PostgresTests --product case-studies`
// builds the gallery with the trait on, for `--sessions postgres://…` (Scripts/proxy-test).
let package = Package(
  name: "PostgresTests",
  platforms: [.macOS("26.0"), .iOS("26.0"), .tvOS("26.0"), .watchOS("26.0")],
  dependencies: [
    .package(
      name: "swift-composable-architecture-linux", path: "..",
      traits: ["LiveServer", "PostgreSQL"]),
    // For the tests' own look at the table.
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
  ],
  targets: [
    .testTarget(
      name: "PostgresSessionStoreTests",
      dependencies: [
        .product(name: "ComposableWebPostgres", package: "swift-composable-architecture-linux"),
        .product(name: "ComposableWebServer", package: "swift-composable-architecture-linux"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
