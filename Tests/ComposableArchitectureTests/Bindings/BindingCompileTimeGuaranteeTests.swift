import ComposableArchitecture
import Testing

// Fields without `@BindableState` can't be written by a binding action, and that is checked by
// the compiler, so it can't be a runtime test. `SettingsFormState.isLoading` is a plain field; each of
// these lines fails to compile:
//
//   BindingAction<SettingsFormState>.set(\.$isLoading, true)
//   // error: value of type 'SettingsFormState' has no dynamic member '$isLoading'
//   //        (no projection: the field has no property wrapper)
//
//   let isLoading: Binding<Bool> = viewStore.$isLoading
//   // error: no '$isLoading' for the view store's binding subscript to accept
//
//   viewStore.binding(\.isLoading)
//   // error: 'WritableKeyPath<SettingsFormState, Bool>' is not a
//   //        'WritableKeyPath<SettingsFormState, BindableState<Bool>>'
//
// The only way around it is the deprecated unsafe `BindingAction.set(\.isLoading, true)` over any
// writable key path, which warns at every use.

@Suite struct BindingCompileTimeGuaranteeTests {
  @Test func onlyTheReducerWritesAPlainField() {
    let reducer = Reducer<SettingsFormState, SettingsFormAction, Void> { state, action, _ in
      if case .binding(\.$displayName) = action { state.isLoading = true }
      return .none
    }
    .binding()
    let viewStore = ViewStore(
      Store(initialState: SettingsFormState(), reducer: reducer, environment: ()))
    viewStore.$displayName.wrappedValue = "Blob"
    #expect(viewStore.isLoading)
  }
}
