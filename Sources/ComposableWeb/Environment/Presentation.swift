import ComposableArchitecture

/// The environment values of content presented by a navigation link or a sheet: how its
/// `presentationMode` and `dismiss` close it.
func presentedEnvironment(_ environment: RenderEnvironment, dismiss: @escaping () -> Void)
  -> RenderEnvironment
{
  var environment = environment
  // A presented screen starts a layout of its own: not the rows of the list that presented it.
  environment.isInList = false
  environment.isPickerContent = false
  environment.rowEditing = nil
  environment.values.presentationMode = Binding(
    get: { PresentationMode(isPresented: true, dismissPresentation: dismiss) },
    set: { if !$0.isPresented { $0.dismissPresentation() } }
  )
  environment.values.dismiss = DismissAction(isPresented: true, action: dismiss)
  return environment
}
