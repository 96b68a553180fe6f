#!/usr/bin/env python3
"""Converts the SF Symbol names apps commonly use into Bootstrap Icons drawings, once.

Bootstrap Icons (MIT, The Bootstrap Authors) ship as an SVG sprite inside the PyPI package
`bootstrap-flask`. This script reads that sprite and writes
Sources/ComposableWeb/Icons/SymbolIcons.swift: for every SF Symbol name below, the elements of the
Bootstrap icon that stands in for it, on a 16 x 16 grid.

    pip download --no-deps bootstrap-flask==2.6.0 -d /tmp/icons
    python3 Scripts/convert-icons.py /tmp/icons/bootstrap_flask-2.6.0-py3-none-any.whl

Fails, naming it, if an icon the table asks for is not in the sprite.
"""
import os
import re
import sys
import xml.etree.ElementTree as ElementTree
import zipfile

SPRITE = "flask_bootstrap/static/bootstrap5/icons/bootstrap-icons.svg"
OUTPUT = os.path.join(
    os.path.dirname(__file__), "..", "Sources", "ComposableWeb", "Icons", "SymbolIcons.swift"
)
PLACEHOLDER = "question-square"

# SF Symbol name -> Bootstrap icon id.
SYMBOLS = """
square square
square.fill square-fill
circle circle
circle.fill circle-fill
checkmark check-lg
checkmark.circle check-circle
checkmark.circle.fill check-circle-fill
checkmark.square check-square
checkmark.square.fill check-square-fill
checkmark.seal patch-check
checkmark.seal.fill patch-check-fill
checkmark.shield shield-check
checkmark.shield.fill shield-fill-check
checklist list-check
xmark x-lg
xmark.circle x-circle
xmark.circle.fill x-circle-fill
xmark.square x-square
xmark.square.fill x-square-fill
xmark.octagon x-octagon
xmark.octagon.fill x-octagon-fill
plus plus-lg
plus.circle plus-circle
plus.circle.fill plus-circle-fill
plus.square plus-square
plus.square.fill plus-square-fill
plus.app plus-square
minus dash-lg
minus.circle dash-circle
minus.circle.fill dash-circle-fill
minus.square dash-square
minus.square.fill dash-square-fill
plus.magnifyingglass zoom-in
minus.magnifyingglass zoom-out
magnifyingglass search
heart heart
heart.fill heart-fill
heart.slash heartbreak
heart.slash.fill heartbreak-fill
bolt.heart heart-pulse
bolt.heart.fill heart-pulse-fill
star star
star.fill star-fill
star.leadinghalf.filled star-half
sparkles stars
arrow.up arrow-up
arrow.down arrow-down
arrow.left arrow-left
arrow.right arrow-right
arrow.backward arrow-left
arrow.forward arrow-right
arrow.up.right arrow-up-right
arrow.up.left arrow-up-left
arrow.down.right arrow-down-right
arrow.down.left arrow-down-left
arrow.up.circle arrow-up-circle
arrow.up.circle.fill arrow-up-circle-fill
arrow.down.circle arrow-down-circle
arrow.down.circle.fill arrow-down-circle-fill
arrow.left.circle arrow-left-circle
arrow.left.circle.fill arrow-left-circle-fill
arrow.right.circle arrow-right-circle
arrow.right.circle.fill arrow-right-circle-fill
arrow.up.square arrow-up-square
arrow.up.square.fill arrow-up-square-fill
arrow.down.square arrow-down-square
arrow.down.square.fill arrow-down-square-fill
arrow.left.square arrow-left-square
arrow.left.square.fill arrow-left-square-fill
arrow.right.square arrow-right-square
arrow.right.square.fill arrow-right-square-fill
arrow.clockwise arrow-clockwise
arrow.counterclockwise arrow-counterclockwise
arrow.triangle.2.circlepath arrow-repeat
arrow.2.circlepath arrow-repeat
arrow.up.arrow.down arrow-down-up
arrow.left.arrow.right arrow-left-right
arrow.uturn.left arrow-return-left
arrow.uturn.right arrow-return-right
arrow.uturn.backward arrow-return-left
arrow.uturn.forward arrow-return-right
arrow.down.to.line download
arrow.up.to.line upload
arrow.down.doc file-earmark-arrow-down
arrow.down.doc.fill file-earmark-arrow-down-fill
arrow.up.doc file-earmark-arrow-up
arrow.up.doc.fill file-earmark-arrow-up-fill
arrow.up.left.and.arrow.down.right arrows-angle-expand
arrow.down.right.and.arrow.up.left arrows-angle-contract
arrow.up.and.down.and.arrow.left.and.right arrows-move
square.and.arrow.up box-arrow-up
square.and.arrow.down box-arrow-down
rectangle.portrait.and.arrow.right box-arrow-right
chevron.up chevron-up
chevron.down chevron-down
chevron.left chevron-left
chevron.right chevron-right
chevron.backward chevron-left
chevron.forward chevron-right
chevron.left.2 chevron-double-left
chevron.right.2 chevron-double-right
chevron.up.chevron.down chevron-expand
chevron.left.forwardslash.chevron.right code-slash
arrowtriangle.up caret-up
arrowtriangle.up.fill caret-up-fill
arrowtriangle.down caret-down
arrowtriangle.down.fill caret-down-fill
arrowtriangle.left caret-left
arrowtriangle.left.fill caret-left-fill
arrowtriangle.right caret-right
arrowtriangle.right.fill caret-right-fill
trash trash
trash.fill trash-fill
trash.circle x-circle
pencil pencil
pencil.circle pencil-square
square.and.pencil pencil-square
highlighter highlighter
scribble vector-pen
gear gear
gearshape gear
gearshape.fill gear-fill
gearshape.2 gear-wide-connected
slider.horizontal.3 sliders
person person
person.fill person-fill
person.circle person-circle
person.crop.circle person-circle
person.crop.square person-square
person.2 people
person.2.fill people-fill
person.3 people
person.3.fill people-fill
person.badge.plus person-plus
person.badge.plus.fill person-plus-fill
person.badge.minus person-dash
person.crop.circle.badge.checkmark person-check
figure.walk person-walking
bell bell
bell.fill bell-fill
bell.slash bell-slash
bell.slash.fill bell-slash-fill
play play
play.fill play-fill
play.circle play-circle
play.circle.fill play-circle-fill
play.rectangle play-btn
play.rectangle.fill play-btn-fill
pause pause
pause.fill pause-fill
pause.circle pause-circle
pause.circle.fill pause-circle-fill
stop stop
stop.fill stop-fill
stop.circle stop-circle
stop.circle.fill stop-circle-fill
record.circle record-circle
record.circle.fill record-circle-fill
backward skip-backward
backward.fill skip-backward-fill
forward skip-forward
forward.fill skip-forward-fill
backward.end skip-start
backward.end.fill skip-start-fill
forward.end skip-end
forward.end.fill skip-end-fill
shuffle shuffle
repeat repeat
repeat.1 repeat-1
speaker volume-off
speaker.fill volume-off-fill
speaker.wave.2 volume-up
speaker.wave.2.fill volume-up-fill
speaker.slash volume-mute
speaker.slash.fill volume-mute-fill
music.note music-note
music.note.list music-note-list
mic mic
mic.fill mic-fill
mic.slash mic-mute
mic.slash.fill mic-mute-fill
headphones headphones
cloud cloud
cloud.fill cloud-fill
cloud.rain cloud-rain
cloud.rain.fill cloud-rain-fill
cloud.sun cloud-sun
cloud.sun.fill cloud-sun-fill
cloud.moon cloud-moon
cloud.moon.fill cloud-moon-fill
cloud.bolt cloud-lightning
cloud.bolt.fill cloud-lightning-fill
cloud.snow cloud-snow
cloud.snow.fill cloud-snow-fill
icloud cloud
icloud.fill cloud-fill
icloud.and.arrow.down cloud-arrow-down
icloud.and.arrow.down.fill cloud-arrow-down-fill
icloud.and.arrow.up cloud-arrow-up
icloud.and.arrow.up.fill cloud-arrow-up-fill
sun.max sun
sun.max.fill sun-fill
moon moon
moon.fill moon-fill
moon.stars moon-stars
moon.stars.fill moon-stars-fill
bolt lightning
bolt.fill lightning-fill
snowflake snow
thermometer thermometer
umbrella umbrella
umbrella.fill umbrella-fill
drop droplet
drop.fill droplet-fill
flame fire
wind wind
tornado tornado
tray inbox
tray.fill inbox-fill
map map
map.fill map-fill
mappin geo-alt
mappin.circle geo-alt
mappin.and.ellipse geo-alt-fill
location cursor
location.fill cursor-fill
location.circle compass
globe globe
globe.americas globe-americas
house house
house.fill house-fill
building.2 buildings
building.2.fill buildings-fill
car car-front
car.fill car-front-fill
airplane airplane
bus bus-front
bicycle bicycle
clock clock
clock.fill clock-fill
alarm alarm
alarm.fill alarm-fill
stopwatch stopwatch
stopwatch.fill stopwatch-fill
timer stopwatch
hourglass hourglass
calendar calendar
calendar.badge.plus calendar-plus
envelope envelope
envelope.fill envelope-fill
envelope.open envelope-open
envelope.open.fill envelope-open-fill
paperplane send
paperplane.fill send-fill
phone telephone
phone.fill telephone-fill
message chat
message.fill chat-fill
bubble.left chat-left
bubble.left.fill chat-left-fill
bubble.right chat-right
bubble.right.fill chat-right-fill
ellipsis.bubble chat-dots
ellipsis.bubble.fill chat-dots-fill
ellipsis three-dots
info info-lg
info.circle info-circle
info.circle.fill info-circle-fill
questionmark question-lg
questionmark.circle question-circle
questionmark.circle.fill question-circle-fill
exclamationmark exclamation-lg
exclamationmark.circle exclamation-circle
exclamationmark.circle.fill exclamation-circle-fill
exclamationmark.triangle exclamation-triangle
exclamationmark.triangle.fill exclamation-triangle-fill
exclamationmark.octagon exclamation-octagon
exclamationmark.octagon.fill exclamation-octagon-fill
lock lock
lock.fill lock-fill
lock.open unlock
lock.open.fill unlock-fill
key key
key.fill key-fill
shield shield
shield.fill shield-fill
eye eye
eye.fill eye-fill
eye.slash eye-slash
eye.slash.fill eye-slash-fill
doc file-earmark
doc.fill file-earmark-fill
doc.text file-earmark-text
doc.text.fill file-earmark-text-fill
doc.on.doc copy
doc.on.clipboard clipboard
doc.on.clipboard.fill clipboard-fill
folder folder
folder.fill folder-fill
folder.badge.plus folder-plus
paperclip paperclip
link link-45deg
book book
book.fill book-fill
bookmark bookmark
bookmark.fill bookmark-fill
tag tag
tag.fill tag-fill
flag flag
flag.fill flag-fill
pin pin
pin.fill pin-fill
printer printer
printer.fill printer-fill
archivebox archive
archivebox.fill archive-fill
list.bullet list-ul
list.number list-ol
list.dash list
line.3.horizontal list
line.horizontal.3 list
line.3.horizontal.decrease filter
line.horizontal.3.decrease filter
line.3.horizontal.decrease.circle filter-circle
line.3.horizontal.decrease.circle.fill filter-circle-fill
square.grid.2x2 grid
square.grid.2x2.fill grid-fill
square.stack stack
camera camera
camera.fill camera-fill
photo image
photo.fill image-fill
video camera-video
video.fill camera-video-fill
film film
cart cart
cart.fill cart-fill
bag bag
bag.fill bag-fill
creditcard credit-card
creditcard.fill credit-card-fill
gift gift
gift.fill gift-fill
hand.thumbsup hand-thumbs-up
hand.thumbsup.fill hand-thumbs-up-fill
hand.thumbsdown hand-thumbs-down
hand.thumbsdown.fill hand-thumbs-down-fill
face.smiling emoji-smile
face.smiling.fill emoji-smile-fill
wifi wifi
wifi.slash wifi-off
antenna.radiowaves.left.and.right broadcast
battery.100 battery-full
power power
desktopcomputer pc-display
laptopcomputer laptop
iphone phone
ipad tablet
keyboard keyboard
tv tv
tv.fill tv-fill
gamecontroller controller
lightbulb lightbulb
lightbulb.fill lightbulb-fill
wand.and.stars magic
scissors scissors
paintbrush brush
paintbrush.fill brush-fill
paintpalette palette
paintpalette.fill palette-fill
number hash
percent percent
textformat fonts
bold type-bold
italic type-italic
underline type-underline
text.alignleft text-left
text.aligncenter text-center
text.alignright text-right
triangle triangle
triangle.fill triangle-fill
diamond diamond
diamond.fill diamond-fill
hexagon hexagon
hexagon.fill hexagon-fill
octagon octagon
octagon.fill octagon-fill
trophy trophy
trophy.fill trophy-fill
die.face.5 dice-5
die.face.5.fill dice-5-fill
chart.bar bar-chart
chart.bar.fill bar-chart-fill
chart.pie pie-chart
chart.pie.fill pie-chart-fill
chart.line.uptrend.xyaxis graph-up
waveform.path.ecg activity
hammer hammer
wrench wrench
wrench.and.screwdriver tools
briefcase briefcase
briefcase.fill briefcase-fill
graduationcap mortarboard
graduationcap.fill mortarboard-fill
bandage bandaid
bandage.fill bandaid-fill
terminal terminal
terminal.fill terminal-fill
cpu cpu
externaldrive hdd
externaldrive.fill hdd-fill
server.rack server
qrcode qr-code
barcode upc
tablecells table
network diagram-3
cup.and.saucer cup-hot
"""

SVG = "{http://www.w3.org/2000/svg}"


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: convert-icons.py bootstrap_flask-<version>-py3-none-any.whl")
    with zipfile.ZipFile(sys.argv[1]) as wheel:
        sprite = ElementTree.fromstring(wheel.read(SPRITE))
    symbols = {symbol.get("id"): symbol for symbol in sprite.iter(SVG + "symbol")}

    def elements(icon):
        if icon not in symbols:
            sys.exit(f"Bootstrap Icons has no icon named {icon!r}")
        symbol = symbols[icon]
        if symbol.get("viewBox") != "0 0 16 16":
            sys.exit(f"{icon!r} is not drawn on a 16 x 16 grid")
        result = []
        for child in symbol:
            tag = child.tag.replace(SVG, "")
            attributes = sorted((name, value) for name, value in child.attrib.items())
            result.append((tag, attributes))
        return result

    table = []
    for line in SYMBOLS.strip().splitlines():
        name, icon = line.split()
        table.append((name, icon, elements(icon)))
    names = [name for name, _, _ in table]
    if len(set(names)) != len(names):
        sys.exit("a symbol name is listed twice")

    def literal(items):
        parts = []
        for tag, attributes in items:
            pairs = ", ".join(f"({swift_string(n)}, {swift_string(v)})" for n, v in attributes)
            parts.append(f"IconElement(tag: {swift_string(tag)}, attributes: [{pairs}])")
        return "[" + ", ".join(parts) + "]"

    out = []
    out.append("// Generated by Scripts/convert-icons.py from Bootstrap Icons 1.13.1 (MIT, The Bootstrap")
    out.append("// Authors; see LICENSE-bootstrap-icons beside this file). Do not edit: change the script.")
    out.append("// A table of drawings, one per line: kept out of the formatter, which would wrap it.")
    out.append("// swift-format-ignore-file")
    out.append("")
    out.append("/// The drawing of an SF Symbol name ``Image/init(systemName:)`` knows, on a 16 x 16 grid, or")
    out.append("/// `nil` for a name it does not know.")
    out.append("func symbolIcon(named name: String) -> [IconElement]? {")
    out.append("  switch name {")
    for name, icon, items in table:
        out.append(f"  case {swift_string(name)}: {literal(items)}")
    out.append("  default: nil")
    out.append("  }")
    out.append("}")
    out.append("")
    out.append("/// Every SF Symbol name ``symbolIcon(named:)`` knows.")
    out.append("let knownSymbolNames: [String] = [")
    for name, _, _ in table:
        out.append(f"  {swift_string(name)},")
    out.append("]")
    out.append("")
    out.append("/// What an unknown symbol name shows: a neutral dashed square with a question mark.")
    out.append(f"let placeholderIcon: [IconElement] = {literal(elements(PLACEHOLDER))}")
    out.append("")
    with open(OUTPUT, "w") as file:
        file.write("\n".join(out))
    print(f"{len(table)} symbols written to {os.path.normpath(OUTPUT)}")


if __name__ == "__main__":
    main()
