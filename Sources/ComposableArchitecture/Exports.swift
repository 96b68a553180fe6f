@_exported import CasePaths
@_exported import CombineSchedulers
@_exported import CustomDump
@_exported import Foundation
@_exported import IdentifiedCollections
@_exported import OpenCombineShim
@_exported import XCTestDynamicOverlay

// `URLSession` (and OpenCombine's `dataTaskPublisher(for:)` on it) lives here on Linux; 2021
// code reached it through Foundation and Combine.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

/// A case path: an enum case's embed and extract pair.
///
/// Spelled as it was in 2021 so `CasePath<AppAction, LoginAction>` reads unchanged; today it is
/// the type-erased `AnyCasePath` of swift-case-paths.
public typealias CasePath<Root, Value> = AnyCasePath<Root, Value>
