class CachingService {
    func store() {}
}

final class DiskCachingService: CachingService {
    override func store() {}
}
