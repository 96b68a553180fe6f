/// A navigation view presentation, set with ``View/navigationViewStyle(_:)``; a no-op kept so
/// 2021 code compiles (a page has one screen).
///
/// ```swift
/// NavigationView { … }.navigationViewStyle(.stack)
/// ```
public protocol NavigationViewStyle {}

public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
