import WidgetKit

struct WidgetTimeline: TimelineProvider {
    func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: .now, note: NoteEntity(title: "")) }
    func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
