import ComposableArchitecture
import Testing

extension Trait where Self == ConditionTrait {
  /// For a test that checks what a fast path learned: skipped when the fast paths are off
  /// (`COMPOSABLE_ARCHITECTURE_SLOW_PATHS=1`), where nothing is learned by design.
  static var fastPathsOn: Self {
    .enabled(if: FastPaths.areEnabled, "checks what a fast path learns")
  }
}
