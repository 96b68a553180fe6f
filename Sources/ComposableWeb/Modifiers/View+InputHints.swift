extension View {
  /// Asks for a keyboard suited to the text (the `inputmode` attribute of the fields below).
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    environment { $0.inputAttributes.set("inputmode", type.inputMode) }
  }

  /// Sets how typed text is capitalized (the `autocapitalize` attribute of the fields below).
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    environment { $0.inputAttributes.set("autocapitalize", style.attribute) }
  }

  /// Sets how typed text is capitalized, in the iOS 15 spelling.
  public func textInputAutocapitalization(_ style: TextInputAutocapitalization?) -> some View {
    environment { environment in
      if let style {
        environment.inputAttributes.set("autocapitalize", style.attribute)
      }
    }
  }

  /// Turns autocorrection and spell checking off (or back on) for the fields below.
  public func disableAutocorrection(_ isDisabled: Bool?) -> some View {
    environment { environment in
      if isDisabled == true {
        environment.inputAttributes.set("autocorrect", "off")
        environment.inputAttributes.set("spellcheck", "false")
      } else {
        environment.inputAttributes.remove("autocorrect")
        environment.inputAttributes.remove("spellcheck")
      }
    }
  }

  /// Turns autocorrection off, in the iOS 16 spelling.
  public func autocorrectionDisabled(_ isDisabled: Bool = true) -> some View {
    disableAutocorrection(isDisabled)
  }

  /// Says what the fields below hold (the `autocomplete` attribute), so the browser can fill
  /// them in.
  public func textContentType(_ type: UITextContentType?) -> some View {
    environment { environment in
      if let type {
        environment.inputAttributes.set("autocomplete", type.autocomplete)
      } else {
        environment.inputAttributes.remove("autocomplete")
      }
    }
  }
}
