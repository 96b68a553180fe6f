import ComposableWeb
import Testing
import WebTestSupport

/// `Font`: text styles, system fonts by size, weight and design, and font modifiers.
@Suite struct FontTests {
  @Test func everyTextStyleIsAFontStatic() {
    let statics: [Font] = [
      .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote,
      .caption, .caption2,
    ]
    #expect(Font.TextStyle.allCases.count == statics.count)
    for (style, font) in zip(Font.TextStyle.allCases, statics) {
      #expect(Font.system(style) == font)
    }
    #expect(Set(statics).count == statics.count)
  }

  @Test func aSharedHelperTakingATextStyle() {
    // The 2021 case studies' helper: a title in a text style.
    func title(_ text: String, textStyle: Font.TextStyle) -> some View {
      Text(text).font(.system(textStyle, design: .rounded))
    }
    let session = RenderSession { title("Welcome", textStyle: .title2) }
    #expect(
      session.html.contains(
        #"class="cw-text cw-font-title2" style="font-family:ui-rounded,SF Pro Rounded,Nunito,system-ui,sans-serif">Welcome<"#
      )
    )
  }

  @Test func systemFontsBySizeWeightAndDesign() {
    let session = RenderSession {
      VStack {
        Text("A").font(.system(size: 17, weight: .semibold))
        Text("B").font(.system(size: 12.5, design: .serif))
        Text("C").font(.body.bold().italic())
        Text("D").font(.headline.weight(.heavy).monospacedDigit())
      }
    }
    let html = session.html
    #expect(html.contains(#"style="font-size:17px;font-weight:600">A<"#))
    #expect(
      html.contains(
        #"style="font-size:12.5px;font-weight:400;font-family:ui-serif,Georgia,serif">B<"#))
    #expect(
      html.contains(#"class="cw-text cw-font-body" style="font-weight:700;font-style:italic">C<"#))
    #expect(
      html.contains(
        #"class="cw-text cw-font-headline" style="font-weight:800;font-variant-numeric:tabular-nums">D<"#
      ))
  }

  @Test func textModifiers() {
    let session = RenderSession {
      VStack {
        Text("00:42").monospacedDigit()
        Text("Slanted").italic()
        Text("Bold").bold()
        Text("Wide").kerning(2)
      }
      .multilineTextAlignment(.center)
      .lineLimit(2)
    }
    let html = session.html
    #expect(html.contains(#"style="font-variant-numeric:tabular-nums">00:42<"#))
    #expect(html.contains(#"class="cw-text cw-italic">Slanted<"#))
    #expect(html.contains(#"class="cw-text cw-bold">Bold<"#))
    #expect(html.contains(#"style="letter-spacing:2px">Wide<"#))
    #expect(html.contains("text-align:center;display:-webkit-box;-webkit-line-clamp:2"))
  }

  @Test func fontChangesArePatched() throws {
    let isLarge = Box(false)
    let session = RenderSession { Text("Hi").font(isLarge.value ? .largeTitle : .caption) }
    let text = try #require(session.nodeID("span", label: "Hi"))
    isLarge.value = true
    #expect(
      session.refresh() == [
        .setAttribute(id: text, name: "class", value: "cw-text cw-font-large-title")
      ])
  }
}
