import ComposableArchitecture

/// The environment values of content presented by a navigation link or a sheet: how its
/// `presentationMode` and `dismiss` close it.
func presentedEnvironment(_ environment: RenderEnvironment, dismiss: @escaping () -> Void)
  -> RenderEnvironment
{
  var environment = environment
  environment.values.presentationMode = Binding(
    get: { PresentationMode(isPresented: true, dismissPresentation: dismiss) },
    set: { if !$0.isPresented { $0.dismissPresentation() } }
  )
  environment.values.dismiss = DismissAction(isPresented: true, action: dismiss)
  return environment
}
