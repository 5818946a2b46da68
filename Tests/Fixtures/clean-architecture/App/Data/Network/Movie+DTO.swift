// Data code adapting a Domain entity: the extension speaks for Data/, where it is written.
extension Movie {
    var dto: MovieDTO {
        MovieDTO(id: id, title: title)
    }
}
