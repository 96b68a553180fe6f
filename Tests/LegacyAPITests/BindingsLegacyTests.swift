import ComposableArchitecture
import XCTest

// 2021's concise forms, as the binding-basics case study and its tests were written: first with
// `@BindableState` and `BindableAction`, then in the older `FormAction` style.

struct BindingFormState: Equatable {
  @BindableState var sliderValue = 5.0
  @BindableState var stepCount = 10
  @BindableState var text = ""
  @BindableState var toggleIsOn = false
  @BindableState var profile = Profile()

  struct Profile: Equatable {
    var nickname = ""
    var isPublic = false
  }
}

enum BindingFormAction: BindableAction, Equatable {
  case binding(BindingAction<BindingFormState>)
  case resetButtonTapped
}

struct BindingFormEnvironment {}

let bindingFormReducer = Reducer<
  BindingFormState, BindingFormAction, BindingFormEnvironment
> { state, action, _ in
  switch action {
  case .binding(\.$stepCount):
    state.sliderValue = .minimum(state.sliderValue, Double(state.stepCount))
    return .none

  case .binding(\.$profile.nickname):
    state.profile.nickname = String(state.profile.nickname.prefix(8))
    return .none

  case .binding:
    return .none

  case .resetButtonTapped:
    state = BindingFormState()
    return .none
  }
}
.binding()

let bindingFormCasePathReducer = Reducer<
  BindingFormState, BindingFormAction, BindingFormEnvironment
>.empty
  .binding(action: /BindingFormAction.binding)

struct ProfileFormState: Equatable {
  var displayName = ""
  var protectMyPosts = false
}

enum ProfileFormAction: Equatable {
  case form(FormAction<ProfileFormState>)
}

let profileFormReducer = Reducer<ProfileFormState, ProfileFormAction, Void> { state, action, _ in
  switch action {
  case .form(\.displayName):
    state.displayName = String(state.displayName.prefix(16))
    return .none
  case .form:
    return .none
  }
}
.form(action: /ProfileFormAction.form)

final class BindingsLegacyTests: XCTestCase {
  func testBindingForm() {
    let store = TestStore(
      initialState: BindingFormState(),
      reducer: bindingFormReducer,
      environment: BindingFormEnvironment()
    )

    store.send(.set(\.$sliderValue, 2)) {
      $0.sliderValue = 2
    }
    store.send(.set(\.$stepCount, 1)) {
      $0.sliderValue = 1
      $0.stepCount = 1
    }
    store.send(.binding(.set(\.$text, "Blob"))) {
      $0.text = "Blob"
    }
    store.send(.set(\.$profile.nickname, "Blobby McBlob")) {
      $0.profile.nickname = "Blobby M"
    }
    store.send(.resetButtonTapped) {
      $0 = BindingFormState()
    }
  }

  func testViewStoreBindings() {
    let store = Store(
      initialState: BindingFormState(),
      reducer: bindingFormReducer,
      environment: BindingFormEnvironment()
    )
    let viewStore = ViewStore(store)

    viewStore.$toggleIsOn.wrappedValue = true
    viewStore.binding(\.$text).wrappedValue = "Hello"
    viewStore.binding(keyPath: \.$stepCount, send: BindingFormAction.binding).wrappedValue = 3
    viewStore.$profile.isPublic.wrappedValue = true

    XCTAssertEqual(viewStore.toggleIsOn, true)
    XCTAssertEqual(viewStore.text, "Hello")
    XCTAssertEqual(viewStore.stepCount, 3)
    XCTAssertEqual(viewStore.sliderValue, 3)
    XCTAssertEqual(viewStore.profile.isPublic, true)
  }

  func testCasePathBindingReducer() {
    let store = TestStore(
      initialState: BindingFormState(),
      reducer: bindingFormCasePathReducer,
      environment: BindingFormEnvironment()
    )
    store.send(.binding(.set(\.$toggleIsOn, true))) {
      $0.toggleIsOn = true
    }
  }

  func testFormAction() {
    let store = TestStore(
      initialState: ProfileFormState(),
      reducer: profileFormReducer,
      environment: ()
    )
    store.send(.form(.set(\.displayName, "Blob McBlob, Esq. of Blobshire"))) {
      $0.displayName = "Blob McBlob, Esq"
    }
    store.send(.form(.set(\.protectMyPosts, true))) {
      $0.protectMyPosts = true
    }

    let viewStore = ViewStore(
      Store(initialState: ProfileFormState(), reducer: profileFormReducer, environment: ())
    )
    viewStore.binding(keyPath: \.protectMyPosts, send: ProfileFormAction.form).wrappedValue = true
    XCTAssertEqual(viewStore.protectMyPosts, true)
  }
}
