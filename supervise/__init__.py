"""Supervision at scale: watch channels, lists and folders, and audit every video on a task queue (issue #13)."""
