name 'unpinned'
version '1.0.0'
