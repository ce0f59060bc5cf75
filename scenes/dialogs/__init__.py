"""Small modal questions and problem screens drawn over other scenes."""
