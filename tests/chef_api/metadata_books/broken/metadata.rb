name 'broken'
version '1.0.0-beta'
