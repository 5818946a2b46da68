import Notes

let service = NotesService([Note(title: "Groceries", body: "tea, bread"), Note(title: "Ideas", body: "")])
NoteListView(viewModel: NoteListViewModel(service: service)).show()
