/// The CSS class a style renders as.
private func styleClass(_ style: Any, prefix: String) -> String {
  var name = String(describing: type(of: style))
  for suffix in ["TextFieldStyle", "ButtonStyle", "PickerStyle", "ListStyle"] where name.hasSuffix(suffix) {
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

  /// Styles the buttons below: the CSS class `cw-bs-<style>` (`cw-bs-borderless`, …).
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    let cssClass = styleClass(style, prefix: "cw-bs")
    return environment { $0.buttonClass = cssClass }
  }

  /// Styles the pickers below: the CSS class `cw-ps-<style>` (`cw-ps-segmented`, …).
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let cssClass = styleClass(style, prefix: "cw-ps")
    return environment { $0.pickerClass = cssClass }
  }

  /// Styles the lists below: the CSS class `cw-ls-<style>` (`cw-ls-plain`,
  /// `cw-ls-insetgrouped`, …).
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    let cssClass = styleClass(style, prefix: "cw-ls")
    return environment { $0.listClass = cssClass }
  }

  /// A no-op: a page has one screen.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    self
  }
}
