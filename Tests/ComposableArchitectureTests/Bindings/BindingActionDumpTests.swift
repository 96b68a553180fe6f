import ComposableArchitecture
import Testing

/// Runs `action` through a store, as every store does with the actions it receives, and returns
/// it. Applying a key path is what reveals the names an optimized binary keeps no symbols for.
private func applied<State>(
  _ action: BindingAction<State>,
  to initialState: State
) -> BindingAction<State> {
  let store = Store(
    initialState: initialState,
    reducer: Reducer<State, BindingAction<State>, Void>.empty
      .binding(action: AnyCasePath(embed: { $0 }, extract: { $0 })),
    environment: ()
  )
  store.send(action)
  return action
}

private func applied(_ action: BindingAction<SettingsFormState>) -> BindingAction<SettingsFormState>
{
  applied(action, to: SettingsFormState())
}

@Suite struct BindingActionDumpTests {
  @Test func dumpsLikeTheCall() {
    #expect(
      String(customDumping: applied(.set(\.$displayName, "Blob")))
        == #".set(\SettingsFormState.$displayName, "Blob")"#
    )
  }

  @Test func dumpsInsideAnAction() {
    #expect(
      String(customDumping: SettingsFormAction.binding(applied(.set(\.$displayName, "Blob"))))
        == #"SettingsFormAction.binding(.set(\SettingsFormState.$displayName, "Blob"))"#
    )
  }

  @Test func dumpsAPulledBackAction() {
    let action = applied(.set(\.$protectMyPosts, true)).pullback(\FormAppState.settings)
    #expect(
      String(customDumping: FormAppAction.binding(action))
        == #"FormAppAction.binding(.set(\FormAppState.settings.$protectMyPosts, true))"#
    )
  }

  @Test func dumpsANestedField() {
    let action = applied(.set(\.$userSettings.theme, .dark))
    #expect(
      String(customDumping: action) == #".set(\SettingsFormState.$userSettings.theme, Theme.dark)"#
    )
    #expect(
      String(customDumping: action.pullback(\FormAppState.settings))
        == #".set(\FormAppState.settings.$userSettings.theme, Theme.dark)"#
    )
  }

  @Test func namesNestedTypesInFull() {
    struct Form { @BindableState var email = "" }
    #expect(
      String(customDumping: applied(.set(\.$email, "blob@pointfree.co"), to: Form()))
        == #".set(\BindingActionDumpTests.Form.$email, "blob@pointfree.co")"#
    )
  }

  @Test func dumpsMultilineValuesIndented() {
    var settings = Preferences()
    settings.fontSize = 20
    #expect(
      String(customDumping: applied(.set(\.$userSettings, settings)))
        == #"""
        .set(
          \SettingsFormState.$userSettings,
          Preferences(
            enableHaptics: true,
            theme: .system,
            fontSize: 20,
            notes: NotEquatable(text: "")
          )
        )
        """#
    )
  }

  @Test func debugDescriptionNamesTheRoot() {
    #expect(
      String(reflecting: applied(.set(\.$protectMyPosts, true)))
        == #"BindingAction<SettingsFormState>.set(\SettingsFormState.$protectMyPosts, true)"#
    )
  }

  @Test func diffsOfActionsAreReadable() {
    let difference = diff(
      SettingsFormAction.binding(applied(.set(\.$displayName, "Blob"))),
      SettingsFormAction.binding(applied(.set(\.$displayName, "Blob Jr.")))
    )
    #expect(
      difference
        == #"""
        - SettingsFormAction.binding(.set(\SettingsFormState.$displayName, "Blob"))
        + SettingsFormAction.binding(.set(\SettingsFormState.$displayName, "Blob Jr."))
        """#
    )
  }
}

// Before a store has applied an action, a dump names its `$field` from the binary's symbol table.
// Debug builds keep a symbol for every key path getter; optimized ones may not (they print the
// standard library's `<computed 0x… (Type)>` until the action is applied), so these run only in
// debug builds, and only with the fast paths on: with them off, nothing reads the binary.
#if DEBUG
  @Suite(.fastPathsOn) struct BindingActionUnappliedDumpTests {
    @Test func namesAFieldFromSymbols() {
      #expect(
        String(customDumping: BindingAction<SettingsFormState>.set(\.$sendNotifications, true))
          == #".set(\SettingsFormState.$sendNotifications, true)"#
      )
    }

    @Test func namesAFieldInsideAnAction() {
      #expect(
        String(customDumping: SettingsFormAction.binding(.set(\.$sendNotifications, false)))
          == #"SettingsFormAction.binding(.set(\SettingsFormState.$sendNotifications, false))"#
      )
    }

    @Test func namesAPulledBackField() {
      let action = BindingAction<SettingsFormState>.set(\.$sendNotifications, true)
        .pullback(\FormAppState.settings)
      #expect(
        String(customDumping: action) == #".set(\FormAppState.settings.$sendNotifications, true)"#
      )
    }

    @Test func aNestedFieldKeepsTheStandardLibrarysTextForItsArgument() {
      // A key path hides its subscript arguments until it is applied.
      struct Inner: Equatable { var flag = false }
      struct Outer { @BindableState var inner = Inner() }
      let dump = String(customDumping: BindingAction<Outer>.set(\.$inner.flag, true))
      #expect(dump.hasPrefix(#".set(\BindingActionUnappliedDumpTests.Outer.$inner.<computed 0x"#))
      #expect(dump.hasSuffix("(BindableState<Bool>)>, true)"))
    }
  }
#endif
