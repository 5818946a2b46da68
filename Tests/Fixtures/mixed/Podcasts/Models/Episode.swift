import CoreData

final class Episode: NSManagedObject {}
