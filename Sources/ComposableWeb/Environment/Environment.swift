/// A value a view reads from the environment its parents set up.
///
/// ```swift
/// struct DetailView: View {
///   @Environment(\.presentationMode) var presentationMode
///   var body: some View {
///     Button("Done") { presentationMode.wrappedValue.dismiss() }
///   }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = EnvironmentBox()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  public var wrappedValue: Value {
    // The server can't read the browser's `prefers-color-scheme`, which the page's colors
    // follow, so a scheme nothing above sets reads as the default.
    if Value.self == ColorScheme.self,
      (keyPath as AnyKeyPath) == (\EnvironmentValues.colorScheme as AnyKeyPath),
      !box.values.isColorSchemeSet
    {
      SurfaceWarnings.report(
        "@Environment(\\.colorScheme) reads .light unless a view above sets a scheme: "
          + "the browser's light or dark preference is not known to the server.")
    }
    return box.values[keyPath: keyPath]
  }
}

extension Environment: InstallableDynamicProperty {
  func install(into installer: inout DynamicPropertyInstaller) {
    box.values = installer.context.environment.values
  }
}

/// The environment an ``Environment`` property reads: the one its view rendered in.
final class EnvironmentBox {
  var values = EnvironmentValues()
}
