/// The CSS class a style renders as.
private func styleClass(_ style: Any, prefix: String) -> String {
  var name = String(describing: type(of: style))
  for suffix in ["TextFieldStyle", "ButtonStyle", "PickerStyle", "ListStyle"]
  where name.hasSuffix(suffix) {
    name.removeLast(suffix.count)
  }
  return "\(prefix)-\(name.lowercased())"
}

extension View {
  /// Styles the text fields below: the CSS class `cw-tf-<style>` (`cw-tf-roundedborder`, …).
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let cssClass = styleClass(style, prefix: "cw-tf")
    return environment { $0.textFieldClass = cssClass }
  }

  /// Styles the buttons below: a built-in style's CSS class (`cw-bs-borderless`, …), or a
  /// custom style's `makeBody(configuration:)`.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    if let builtIn = style as? any BuiltInButtonStyle {
      let cssClass = builtIn.cssClass
      return environment {
        $0.buttonClass = cssClass
        $0.customButtonStyle = nil
      }
    }
    let custom = AnyButtonStyle(style)
    return environment {
      $0.buttonClass = nil
      $0.customButtonStyle = custom
    }
  }

  /// Styles the labels below: title and icon, title only, icon only, or a custom style.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    if let builtIn = style as? any BuiltInLabelStyle {
      let kind = builtIn.kind
      return environment {
        $0.labelStyle = kind
        $0.customLabelStyle = nil
      }
    }
    let custom = AnyLabelStyle(style)
    return environment { $0.customLabelStyle = custom }
  }

  /// Styles the pickers below: the CSS class `cw-ps-<style>` (`cw-ps-segmented`, …).
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    if style is WheelPickerStyle {
      SurfaceWarnings.report(
        "pickerStyle(.wheel) shows a list box of up to five options, not a wheel.")
    }
    let cssClass = styleClass(style, prefix: "cw-ps")
    return environment { $0.pickerClass = cssClass }
  }

  /// Styles the lists below: the CSS class `cw-ls-<style>` (`cw-ls-plain`,
  /// `cw-ls-insetgrouped`, …).
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    let cssClass = styleClass(style, prefix: "cw-ls")
    return environment { $0.listClass = cssClass }
  }

  /// A no-op: a page has one screen, a single stack, and a style that asks for columns
  /// reports a runtime warning.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    if !(style is StackNavigationViewStyle) {
      SurfaceWarnings.report(
        "navigationViewStyle(_:) other than .stack is ignored: a navigation view is a single "
          + "stack.")
    }
    return self
  }
}
