"""The application shell: the window loop, command line, scene stack, context,
registry, resources and start-up."""
