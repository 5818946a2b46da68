//
//  Note+CoreDataClass.swift
//
//  This file was automatically generated and should not be edited.
//

import CoreData
import Foundation

@objc(Note)
public class Note: NSManagedObject {
    var badge: UserBadgeView?
}
