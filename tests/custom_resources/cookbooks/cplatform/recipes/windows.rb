cplatform_windows_only 'z'
