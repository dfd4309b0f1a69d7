"""Tanbo's course (:mod:`.course`), registered in :data:`tanbo.lessons.courses.COURSES`."""
