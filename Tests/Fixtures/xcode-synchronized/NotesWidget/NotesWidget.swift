import SwiftUI
import WidgetKit

struct NoteEntry: TimelineEntry {
    let date: Date
    let note: NoteEntity
}

@main
struct NotesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Notes", provider: WidgetTimeline()) { entry in Text(entry.note.title) }
    }
}
