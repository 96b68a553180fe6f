import ComposableWeb
import Testing

/// `.frame` places its content by alignment; `.layoutPriority`, `.fixedSize`, `.aspectRatio`.
@Suite struct FrameTests {
  @Test func aFixedFrameAlignsItsContent() {
    let session = RenderSession {
      Text("Title").frame(width: 200, height: 40, alignment: .bottomTrailing)
    }
    #expect(
      session.html.contains(
        #"<div id="n2" class="cw-frame" style="width:200px;height:40px;display:flex;justify-content:flex-end;align-items:flex-end"><span id="n3" class="cw-text">Title</span></div>"#
      )
    )
  }

  @Test func aFlexibleFrameAlignsItsContent() {
    let session = RenderSession {
      Text("Leading").frame(maxWidth: .infinity, alignment: .leading)
    }
    #expect(
      session.html.contains(
        #"style="max-width:100%;width:100%;flex-grow:1;display:flex;justify-content:flex-start;align-items:center""#
      )
    )
  }

  @Test func idealSizesAndBounds() {
    let session = RenderSession {
      Text("A").frame(minWidth: 40, idealWidth: 60, maxWidth: 80, minHeight: 10, maxHeight: 20)
    }
    #expect(
      session.html.contains(
        #"style="min-width:40px;width:60px;max-width:80px;min-height:10px;max-height:20px;display:flex"#
      )
    )
  }

  @Test func priorityFixedSizeAndAspectRatio() {
    let session = RenderSession {
      HStack {
        Text("Keep").layoutPriority(1)
        Text("Whole").fixedSize()
        Text("Square").aspectRatio(1, contentMode: .fit)
      }
    }
    #expect(session.html.contains(#"style="flex-shrink:0">Keep<"#))
    #expect(
      session.html.contains("flex-shrink:0;width:max-content;max-width:none;height:max-content"))
    #expect(
      session.html.contains(
        #"style="aspect-ratio:1;max-width:100%;max-height:100%;object-fit:contain">Square<"#))
  }
}
