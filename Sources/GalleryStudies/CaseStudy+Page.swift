import ComposableWeb

extension CaseStudy {
  /// The study's page: its screen over a fresh store with the study's live (offline) clients,
  /// under the gallery's bar. Each call makes a new store, so each tab has its own.
  ///
  /// ```swift
  /// server.page(study.path, title: study.title) { study.makePage() }
  /// ```
  package func makePage() -> AnyView {
    AnyView(GalleryPage { makeScreen() })
  }

  /// The studies whose pages the server makes from their `Codable` root state, so their
  /// sessions keep snapshots and resume after a restart: ``todosPage(_:)``,
  /// ``countersPage(_:)``.
  package static let snapshotted: [CaseStudy] = [.todos, .counters]

  /// The Todos study's page over the store the server made.
  package static func todosPage(_ store: Store<TodosState, TodosAction>) -> AnyView {
    AnyView(GalleryPage { TodosView(store: store) })
  }

  /// The Counters study's page over the store the server made.
  package static func countersPage(_ store: Store<CountersState, CountersAction>) -> AnyView {
    AnyView(GalleryPage { CountersView(store: store) })
  }

  /// The study's screen over a fresh store: what the index pushes.
  func makeScreen() -> AnyView {
    switch path {
    case CaseStudy.settings.path:
      return AnyView(
        SettingsView(
          store: Store(
            initialState: SettingsState(),
            reducer: settingsReducer,
            environment: SettingsEnvironment(mainQueue: .main, userNotifications: .live)
          )
        )
      )
    case CaseStudy.login.path:
      return AnyView(
        LoginFormView(
          store: Store(
            initialState: LoginFormState(),
            reducer: loginFormReducer,
            environment: LoginFormEnvironment()
          )
        )
      )
    case CaseStudy.counters.path:
      return AnyView(
        CountersView(
          store: Store(initialState: CountersState(), reducer: countersReducer, environment: .live)
        )
      )
    case CaseStudy.ticTacToe.path:
      return AnyView(
        TicTacToeView(
          store: Store(
            initialState: TicTacToeState(), reducer: ticTacToeReducer, environment: .live)
        )
      )
    case CaseStudy.todos.path:
      return AnyView(
        TodosView(
          store: Store(initialState: TodosState(), reducer: todosReducer, environment: .live)
        )
      )
    case CaseStudy.viewState.path:
      return AnyView(ViewStateCatalogView())
    case CaseStudy.loadThenNavigate.path:
      return AnyView(
        LoadThenNavigateView(
          store: Store(
            initialState: LoadThenNavigateState(),
            reducer: loadThenNavigateReducer,
            environment: .live
          )
        )
      )
    case CaseStudy.navigateAndLoad.path:
      return AnyView(
        NavigateAndLoadView(
          store: Store(
            initialState: NavigateAndLoadState(),
            reducer: navigateAndLoadReducer,
            environment: .live
          )
        )
      )
    case CaseStudy.presentAndLoad.path:
      return AnyView(
        PresentAndLoadView(
          store: Store(
            initialState: PresentAndLoadState(),
            reducer: presentAndLoadReducer,
            environment: .live
          )
        )
      )
    default:
      return drawingView
    }
  }
}
