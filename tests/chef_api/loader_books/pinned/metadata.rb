name 'pinned'
version '1.0.0'
depends 'core', '= 0.0.1'
