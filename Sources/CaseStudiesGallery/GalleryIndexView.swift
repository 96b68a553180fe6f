import CaseStudies
import ComposableWeb

/// The gallery's front page: a list of the case studies, each pushed by a `NavigationLink`.
///
/// ```swift
/// server.page("/", title: "Case studies") { GalleryIndexView() }
/// ```
///
/// Each study also has a page of its own (``CaseStudy/path``) for a deep link.
struct GalleryIndexView: View {
  var body: some View {
    NavigationView {
      List {
        Section(header: Text("Getting started")) {
          NavigationLink(
            destination: SettingsView(
              store: Store(
                initialState: SettingsState(),
                reducer: settingsReducer,
                environment: SettingsEnvironment(
                  mainQueue: .main,
                  userNotifications: .live
                )
              )
            )
          ) {
            CaseStudyRow(study: .settings)
          }
          NavigationLink(
            destination: LoginFormView(
              store: Store(
                initialState: LoginFormState(),
                reducer: loginFormReducer,
                environment: LoginFormEnvironment()
              )
            )
          ) {
            CaseStudyRow(study: .login)
          }
          NavigationLink(
            destination: CountersView(
              store: Store(
                initialState: CountersState(),
                reducer: countersReducer,
                environment: .live
              )
            )
          ) {
            CaseStudyRow(study: .counters)
          }
        }

        Section(header: Text("Apps")) {
          NavigationLink(
            destination: TicTacToeView(
              store: Store(
                initialState: TicTacToeState(),
                reducer: ticTacToeReducer,
                environment: .live
              )
            )
          ) {
            CaseStudyRow(study: .ticTacToe)
          }
          NavigationLink(
            destination: TodosView(
              store: Store(initialState: TodosState(), reducer: todosReducer, environment: .live)
            )
          ) {
            CaseStudyRow(study: .todos)
          }
        }

        Section(header: Text("Navigation")) {
          NavigationLink(destination: ViewStateCatalogView()) {
            CaseStudyRow(study: .viewState)
          }
          NavigationLink(
            destination: LoadThenNavigateView(
              store: Store(
                initialState: LoadThenNavigateState(),
                reducer: loadThenNavigateReducer,
                environment: .live
              )
            )
          ) {
            CaseStudyRow(study: .loadThenNavigate)
          }
          NavigationLink(
            destination: NavigateAndLoadView(
              store: Store(
                initialState: NavigateAndLoadState(),
                reducer: navigateAndLoadReducer,
                environment: .live
              )
            )
          ) {
            CaseStudyRow(study: .navigateAndLoad)
          }
          NavigationLink(
            destination: PresentAndLoadView(
              store: Store(
                initialState: PresentAndLoadState(),
                reducer: presentAndLoadReducer,
                environment: .live
              )
            )
          ) {
            CaseStudyRow(study: .presentAndLoad)
          }
        }

        Section(header: Text("Drawing and gestures")) {
          ForEach(CaseStudy.drawing, id: \.path) { study in
            NavigationLink(destination: Gallery.drawingView(study)) {
              CaseStudyRow(study: study)
            }
          }
        }
      }
      .navigationTitle("Case studies")
    }
  }
}
