"""Each game's course (``<game>/course.py``), registered in
:data:`tanbo.lessons.courses.COURSES`."""
