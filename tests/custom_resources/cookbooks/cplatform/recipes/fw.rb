cplatform_fw 'rules'
