protocol AvatarLoading {
    func load()
}

protocol PhotoLoading {
    func fetch()
}

final class AvatarService: AvatarLoading {
    func load() {}
}

final class BadgeService {
    func refresh() {}
}

final class PhotoService: PhotoLoading {
    func fetch() {}
}
